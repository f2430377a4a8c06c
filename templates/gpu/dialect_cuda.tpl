// CUDA spelling of the warp primitives the helpers below use (warp size 32).
#define KT_WARP_SIZE 32
typedef unsigned kt_lanemask_t;
#define KT_SHFL_DOWN(mask, v, d, w) __shfl_down_sync(mask, v, d, w)
#define KT_SHFL_UP(mask, v, d, w) __shfl_up_sync(mask, v, d, w)
#define KT_SHFL(mask, v, src, w) __shfl_sync(mask, v, src, w)
#define KT_SYNCWARP(mask) __syncwarp(mask)
#define KT_LOAD_CG(p) __ldcg(p)
