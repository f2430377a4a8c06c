kt::openacc::store_to_view({{view}}, {{call}});
