// Area: View construction, layouts, memory traits, member functions and
// typedefs, subview, mirrors, deep_copy, resize/realloc, Kokkos::Array,
// Kokkos::pair.
#include <Kokkos_Core.hpp>

#include <cstdio>
#include <string>
#include <type_traits>

template <class ViewType>
double first(const ViewType& v) { return v(0); }

void take_const(Kokkos::View<const double*> v) { (void)v; }

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    const int N = 10, M = 5;
    // constructors
    Kokkos::View<double> s("scalar");
    Kokkos::View<double*> a("a", N);
    Kokkos::View<double**> b("b", N, M);
    Kokkos::View<double***> c(std::string("c"), 2, 3, 4);
    Kokkos::View<double*[3]> d("d", N);
    Kokkos::View<int**, Kokkos::LayoutLeft> ll("ll", N, M);
    Kokkos::View<int**, Kokkos::LayoutRight, Kokkos::HostSpace> lr("lr", N, M);
    Kokkos::View<double**, Kokkos::LayoutStride> st("st", Kokkos::LayoutStride(N, 1, M, N));
    Kokkos::View<double*> noinit(Kokkos::view_alloc(Kokkos::WithoutInitializing, "noinit"), N);
    Kokkos::View<double*> noinit2(Kokkos::view_alloc("noinit2", Kokkos::WithoutInitializing), N);
    Kokkos::View<float****> r4("r4", 2, 2, 2, 2);
    Kokkos::View<float********> r8("r8", 1, 1, 1, 1, 1, 1, 1, 1);
    double raw[20];
    Kokkos::View<double*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>> um(raw, 20);
    Kokkos::View<double**, Kokkos::HostSpace, Kokkos::MemoryUnmanaged> um2(raw, 4, 5);
    Kokkos::View<const double*, Kokkos::MemoryTraits<Kokkos::RandomAccess>> ra = a;
    Kokkos::View<int*, Kokkos::MemoryTraits<Kokkos::Atomic>> at("at", N);
    Kokkos::View<double*, Kokkos::Device<Kokkos::DefaultExecutionSpace, Kokkos::HostSpace>> dev("dev", N);
    Kokkos::View<double*, Kokkos::DefaultExecutionSpace::memory_space> ms("ms", N);
    Kokkos::View<double*> empty;
    empty = a;                       // copy assignment
    Kokkos::View<double*> copy(a);   // copy construction
    (void)copy;
    Kokkos::View<const double*> ca = a;  // const conversion
    take_const(a);

    // element access and queries
    s() = 1.0;
    a(0) = 2.0;
    a[1] = 3.0;
    b(1, 2) = a(0) + s();
    c(1, 2, 3) = 4.0;
    d(0, 2) = 5.0;
    r8(0, 0, 0, 0, 0, 0, 0, 0) = 1.0f;
    at(0) += 1;
    const size_t e0 = b.extent(0);
    const int e1 = b.extent_int(1);
    const size_t sz = b.size();
    const size_t sp = b.span();
    double* p = b.data();
    const std::string lab = b.label();
    const size_t s0 = b.stride(0);
    const size_t s1 = b.stride_1();
    const int uc = b.use_count();
    const bool alloc = b.is_allocated();
    size_t strides[8];
    b.stride(strides);
    std::printf("%zu %d %zu %zu %p %s %zu %zu %d %d %f\n", e0, e1, sz, sp, (void*)p, lab.c_str(), s0, s1, uc,
                (int)alloc, first(a));
    static_assert(decltype(b)::rank == 2, "rank");
    static_assert(Kokkos::View<double*[3]>::rank == 2, "rank");
    static_assert(Kokkos::View<double*[3]>::rank_dynamic == 1, "rank_dynamic");
    const unsigned rk = b.rank;
    (void)rk;

    // typedefs
    using V = Kokkos::View<const int**, Kokkos::LayoutLeft>;
    static_assert(std::is_same<V::value_type, const int>::value, "value_type");
    static_assert(std::is_same<V::non_const_value_type, int>::value, "non_const_value_type");
    static_assert(std::is_same<V::const_value_type, const int>::value, "const_value_type");
    static_assert(std::is_same<V::array_layout, Kokkos::LayoutLeft>::value, "array_layout");
    static_assert(std::is_same<V::data_type, const int**>::value, "data_type");
    static_assert(std::is_same<V::non_const_data_type, int**>::value, "non_const_data_type");
    static_assert(std::is_same<V::HostMirror::memory_space, Kokkos::HostSpace>::value, "HostMirror");
    static_assert(std::is_same<V::HostMirror::value_type, int>::value, "HostMirror value");
    static_assert(std::is_same<Kokkos::View<double*>::reference_type, double&>::value, "reference_type");
    static_assert(Kokkos::is_view<V>::value, "is_view");
    static_assert(!Kokkos::is_view<int>::value, "is_view");
    using ES = Kokkos::View<double*>::execution_space;
    using MS = Kokkos::View<double*>::memory_space;
    using DT = Kokkos::View<double*>::device_type;
    using MT = Kokkos::View<double*>::memory_traits;
    using SZ = Kokkos::View<double*>::size_type;
    using PT = Kokkos::View<double*>::pointer_type;
    ES es; MS mspace; (void)es; (void)mspace;
    static_assert(Kokkos::is_execution_space<ES>::value && Kokkos::is_memory_space<MS>::value, "spaces");
    static_assert(sizeof(DT) > 0 && sizeof(MT) > 0 && sizeof(SZ) > 0 && sizeof(PT) > 0, "types");
    static_assert(std::is_same<Kokkos::DefaultExecutionSpace::array_layout,
                               Kokkos::DefaultExecutionSpace::array_layout>::value, "layout");
    using HES = Kokkos::DefaultHostExecutionSpace;
    HES::memory_space hms; (void)hms;
    size_t shm = Kokkos::View<double**>::shmem_size(4, 4);
    (void)shm;

    // subviews
    auto row = Kokkos::subview(b, 1, Kokkos::ALL);
    auto col = Kokkos::subview(b, Kokkos::ALL(), 2);
    auto blk = Kokkos::subview(b, Kokkos::make_pair(0, 4), Kokkos::pair<int, int>(1, 3));
    auto stdp = Kokkos::subview(c, std::make_pair(0, 1), Kokkos::ALL, 0);
    auto elem = Kokkos::subview(b, 1, 2);
    row(0) = col(0) + blk(0, 0) + stdp(0, 0) + elem();
    Kokkos::View<double*, Kokkos::LayoutStride> colview = col;
    static_assert(decltype(row)::rank == 1 && decltype(blk)::rank == 2 && decltype(elem)::rank == 0, "sub rank");
    Kokkos::View<double**> sub2(b, Kokkos::make_pair(0, 2), Kokkos::ALL);
    (void)colview; (void)sub2;

    // mirrors and copies
    auto h = Kokkos::create_mirror_view(a);
    Kokkos::View<double*>::HostMirror h2 = Kokkos::create_mirror(a);
    auto h3 = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), a);
    auto h4 = Kokkos::create_mirror_view(Kokkos::HostSpace(), b);
#if KOKKOS_VERSION >= 40000
    auto h5 = Kokkos::create_mirror(Kokkos::WithoutInitializing, a);
    auto h6 = Kokkos::create_mirror_view(Kokkos::WithoutInitializing, a);
#else
    auto h5 = Kokkos::create_mirror(Kokkos::HostSpace(), a);
    auto h6 = Kokkos::create_mirror_view(Kokkos::HostSpace(), a, Kokkos::WithoutInitializing);
#endif
    Kokkos::deep_copy(h, a);
    Kokkos::deep_copy(a, h2);
    Kokkos::deep_copy(a, 0.0);
    Kokkos::deep_copy(a, 1);
    Kokkos::deep_copy(b, h4);
    Kokkos::deep_copy(Kokkos::DefaultExecutionSpace(), a, h3);
    Kokkos::deep_copy(Kokkos::DefaultExecutionSpace(), a, 2.0);
    double sv = 0.0;
    Kokkos::deep_copy(sv, s);
    h5(0) = h6(0);

    // resize / realloc
    Kokkos::resize(a, 2 * N);
    Kokkos::resize(b, 2 * N, M);
    Kokkos::realloc(a, N);
    Kokkos::realloc(b, N, 2 * M);

    // Kokkos::Array / Kokkos::pair
    Kokkos::Array<int, 3> arr = {1, 2, 3};
    int asum = arr[0] + arr[1] + arr[2] + (int)arr.size();
    Kokkos::pair<int, double> pr(1, 2.0);
    Kokkos::pair<int, double> pr2 = Kokkos::make_pair(3, 4.0);
    asum += pr.first + pr2.first + (int)pr.second;
    Kokkos::parallel_for(N, KOKKOS_LAMBDA(int i) {
      Kokkos::Array<double, 2> loc = {{0.0, 1.0}};
      a(i) = loc[0] + loc[1] + arr[i % 3];
    });
    std::printf("%d\n", asum);
  }
  Kokkos::finalize();
  return 0;
}
