// Store users write interceptors for the action pipeline: bring the interceptor types along.
@_exported import WaypointInterceptors
