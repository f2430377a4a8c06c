// level-0 scratch: shared memory after the collectives', [team][team_size x thread] bytes
kt::ScratchPool kt_scratch0(kt_smem + kt_coll, kt_l0_team + kt_b.dim.y * kt_l0_thread);
