{
{{body}}
}