// level-0 scratch: dynamic shared memory, [team][team_size x thread] bytes
kt::SharedScratchPool kt_scratch0(kt_smem, kt_l0_team + blockDim.y * kt_l0_thread);
