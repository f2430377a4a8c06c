static_assert({{bytes}} == {{count}}, "level-0 scratch bytes differ from the translation-time count");
