// The text sinks a command context takes come from the system module; an embedding app names them through this
// module, as it names the context itself.
@_exported import class _StretchySystem.CapturedOutput
@_exported import protocol _StretchySystem.TextOutput
