if (kt_league > 0)
{{kernel}}({{args}});
