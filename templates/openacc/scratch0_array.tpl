// level-0 team scratch: a gang-private array of {{bytes}} bytes
alignas(64) char kt_l0[{{size}}];
kt::ScratchPool kt_scratch0(kt_l0, {{bytes}});
