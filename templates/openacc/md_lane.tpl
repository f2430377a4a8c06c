{
int64_t kt_f = kt_b0 + kt_l;
if (kt_f < kt_b1) {
int64_t kt_r = kt_f;
{{split}}for (; kt_f < kt_b1; kt_f += 32) {
{
{{index}}{{body}}
}
{{step}}}
}
}