{{head}}#if !defined({{device_macro}}) // a KOKKOS_FUNCTION: the launch is host code
{{functor}}{{statements}}#endif
}