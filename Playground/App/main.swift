import Foundation
import PlaygroundKit

// `swift run Playground [--virtual] [--interactive]`: see PlaygroundCommandLine.usage.
let code = await PlaygroundCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
