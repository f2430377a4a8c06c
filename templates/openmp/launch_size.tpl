const int {{name}} = {{value}};
