{
{{type}} {{acc}};
{{op}}::init({{acc}});
{{body}}
kt_partials[kt_league] = {{acc}};
}