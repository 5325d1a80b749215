// WaypointAtomicsC is header-only (include/WaypointAtomics.h) but for the one global it defines.
#include "WaypointAtomics.h"

intptr_t waypoint_resources_total = 0;
