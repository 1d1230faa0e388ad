import Foundation
import MDGenCommandLine

let console = Console.standard(environment: ProcessInfo.processInfo.environment)
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), console: console).rawValue)
