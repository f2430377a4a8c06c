#include "tool/Driver.h"

int main(int argc, const char **argv) { return kt::runDriver(argc, argv); }
