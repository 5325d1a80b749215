// waypoint-bench: Waypoint against OpenCombine and hand-written floors, side by side.
//
//   swift run -c release --package-path Benchmarks waypoint-bench [--quick] [--filter NAME] [--json]

import Foundation

struct Workload {
    let number: Int
    let id: String
    let run: (Harness) -> [Row]
}

let workloads = [
    Workload(number: 1, id: "create", run: createMapFilter),
    Workload(number: 2, id: "subject", run: subjectMapFilter),
    Workload(number: 3, id: "just", run: justSubscribe),
    Workload(number: 4, id: "flatmap", run: flatMapJust),
    Workload(number: 5, id: "behavior", run: behaviorDistinct),
    Workload(number: 6, id: "testscheduler", run: testSchedulerMap),
    Workload(number: 7, id: "store", run: storeSelect),
    Workload(number: 8, id: "interceptors", run: interceptorChain),
    Workload(number: 9, id: "router", run: routerNavigation),
]

@MainActor
func usage() -> Never {
    let names = workloads.map { "\($0.number)|\($0.id)" }.joined(separator: ", ")
    print("""
    usage: waypoint-bench [--quick] [--filter NAME]... [--json]
      --quick        small sizes and two rounds (for CI: checks that everything runs)
      --filter NAME  run only the workloads whose number or name contains NAME: \(names)
      --json         print the results as JSON
      --waypoint-only  run Waypoint's side alone (to profile it: valgrind --tool=callgrind …)
    """)
    exit(2)
}

var quick = false
var json = false
var waypointOnly = false
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--json": json = true
    case "--waypoint-only": waypointOnly = true
    case "--filter":
        guard let name = arguments.popFirst() else { usage() }
        filters.append(name.lowercased())
    case "--help", "-h": usage()
    default:
        print("unknown option \(argument)")
        usage()
    }
}

let selected = workloads.filter { workload in
    filters.isEmpty || filters.contains { $0 == String(workload.number) || workload.id.contains($0) }
}
if selected.isEmpty {
    print("no workload matches \(filters)")
    usage()
}

var harness = Harness(quick: quick, runs: 5)
harness.waypointOnly = waypointOnly
if !json {
    print("waypoint-bench\(quick ? " --quick" : ""): \(Machine.cores) cores, \(Machine.cpuModel), Swift \(Machine.swiftVersion)")
    print("median ns per operation over \(quick ? 2 : harness.runs) rounds (fewer for the slow workloads), after a warm-up\n")
}
var rows: [Row] = []
for workload in selected {
    let produced = workload.run(harness)
    rows += produced
    if !json {
        // Print as we go: the full run takes a while.
        printTable(produced, header: rows.count == produced.count)
    }
}
if json { printJSON(rows, quick: quick) }
// A workload whose result was wrong (not one that was slow) fails the run, so CI notices.
if !failedChecks.isEmpty {
    let report = failedChecks.map { "waypoint-bench: wrong result: \($0)\n" }.joined()
    FileHandle.standardError.write(Data(report.utf8))
    exit(1)
}
