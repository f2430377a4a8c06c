{
{{type}} {{acc}} = kt_identity<{{op}}>();
{{body}}
kt_partials[kt_league] = {{acc}};
}