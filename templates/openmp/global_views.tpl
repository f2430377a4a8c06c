kt_global_views({{views}});
