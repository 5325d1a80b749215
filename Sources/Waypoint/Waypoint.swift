// The umbrella module: `import Waypoint` brings in every runtime module.
@_exported import WaypointRx
@_exported import WaypointInterceptors
@_exported import WaypointStore
@_exported import WaypointRouter
@_exported import WaypointUI
