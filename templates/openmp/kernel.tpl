{{comment}}{{template_head}}static void {{name}}({{params}}) {
{{host}}#pragma omp target teams ompx_bare num_teams({{teams}}) thread_limit({{threads}}) device(kt::openmp::device()){{clauses}}
{
{{prologue}}{{body}}}
}
