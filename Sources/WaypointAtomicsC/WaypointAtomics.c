// WaypointAtomicsC is header-only (include/WaypointAtomics.h); SwiftPM needs one source file.
#include "WaypointAtomics.h"
