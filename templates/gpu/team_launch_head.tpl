const int kt_league = {{league}};
const int kt_vl = kt_vector_length({{vector_length}});
{{scratch_sizes}}const int kt_ts = {{team_size}};
{{scratch_hook}}