const int kt_np = {{count}};
{{type}} *kt_partials = kt_acc_partials<{{type}}>(kt_np{{lanes}});
