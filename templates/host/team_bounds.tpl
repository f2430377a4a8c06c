const int kt_league = {{league}};
