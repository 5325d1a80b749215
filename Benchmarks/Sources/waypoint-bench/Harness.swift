#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

// MARK: Black hole

/// Where results go so that the optimizer cannot drop the work that produced them.
nonisolated(unsafe) private var blackHoleStorage = 0

/// Consumes `value`: a write to a global the optimizer must keep.
@inline(never)
func blackHole(_ value: Int) {
    blackHoleStorage ^= value
}

/// Consumes a value of any type, keeping it alive until here.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
    blackHoleStorage &+= 1
}

/// Returns `value` through a function the optimizer does not look into, so that closures built
/// by the benchmarks stay opaque calls in the hand-written floors.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

// MARK: Checks

/// Results that came out wrong: the run fails when there are any (a wrong result, not a slow one).
nonisolated(unsafe) var failedChecks: [String] = []

/// Records a failure when `condition` is false.
func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { failedChecks.append(what()) }
}

// MARK: Time and memory

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The process's memory figures, in KiB.
enum Memory {
    /// Resets the peak RSS to the current RSS (Linux: `/proc/self/clear_refs`); returns false
    /// where that is not possible, and then the peak is the process's peak so far.
    @discardableResult
    static func resetPeak() -> Bool {
        #if canImport(Glibc)
        // Hand freed heap back to the system first, so the peak starts from what is in use.
        // (glibc's malloc_trim, which its Swift module does not expose.)
        if let symbol = dlsym(nil, "malloc_trim") {
            let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
            _ = trim(0)
        }
        #endif
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The peak resident set size since the last reset, in KiB: `VmHWM` from `/proc/self/status`,
    /// else `getrusage`'s maximum.
    static func peakKiB() -> Int {
        if let value = statusField("VmHWM:") { return value }
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    /// The current resident set size in KiB (`VmRSS`), or `nil` where unknown.
    static func currentKiB() -> Int? { statusField("VmRSS:") }

    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }
}

// MARK: Measurements

/// The per-operation times of several runs, in nanoseconds.
struct Measurement {
    var samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { samples.min() ?? .nan }
    var max: Double { samples.max() ?? .nan }
}

/// One side of a comparison: a body that performs `n` operations.
struct Contender {
    let body: (Int) -> Void
}

/// What a workload reports: one line of the table.
struct Row {
    let workload: Int
    let name: String
    let unit: String
    let target: Double?
    var waypoint: Measurement
    var peer: Measurement?
    var floor: Measurement?
    var peakRSSKiB: Int = 0
    /// For the router: how much the peak RSS grew between the small and the large run.
    var rssGrowthKiB: Int?
    var notes: [String] = []
}

/// Runs the contenders of a workload side by side: a warm-up of each, then `runs` rounds in
/// which every contender runs once, so that a noisy machine slows all of them alike.
struct Harness {
    let quick: Bool
    let runs: Int
    /// Runs Waypoint's side only (for profiling it under callgrind).
    var waypointOnly = false

    /// `full` operations, or `quick` when running with `--quick`.
    func size(_ full: Int, quick quickSize: Int) -> Int { quick ? quickSize : full }

    func compare(
        workload: Int, name: String, unit: String, target: Double?, operations: Int, runs requestedRuns: Int? = nil,
        waypoint: Contender, peer: Contender? = nil, floor: Contender? = nil
    ) -> Row {
        Memory.resetPeak()
        let contenders = waypointOnly ? [waypoint, nil, nil] : [waypoint, peer, floor]
        let rounds = quick ? 2 : (requestedRuns ?? runs)
        let warmUp = Swift.max(1, operations / 10)
        for contender in contenders.compactMap({ $0 }) { contender.body(warmUp) }
        var samples: [[Double]] = [[], [], []]
        for _ in 0..<rounds {
            for (index, contender) in contenders.enumerated() {
                guard let contender else { continue }
                let start = monotonicNanoseconds()
                contender.body(operations)
                let elapsed = monotonicNanoseconds() - start
                samples[index].append(Double(elapsed) / Double(operations))
            }
        }
        return Row(
            workload: workload, name: name, unit: unit, target: target,
            waypoint: Measurement(samples: samples[0]),
            peer: peer == nil || waypointOnly ? nil : Measurement(samples: samples[1]),
            floor: floor == nil || waypointOnly ? nil : Measurement(samples: samples[2]),
            peakRSSKiB: Memory.peakKiB()
        )
    }
}

// MARK: The machine

enum Machine {
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    static var cpuModel: String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    static var swiftVersion: String {
        #if swift(>=6.3)
        return "6.3+"
        #elseif swift(>=6.2)
        return "6.2"
        #elseif swift(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }
}

// MARK: Output

func formatNanoseconds(_ value: Double) -> String {
    if value.isNaN { return "—" }
    if value >= 100_000 { return String(format: "%.0f µs", value / 1000) }
    if value >= 10_000 { return String(format: "%.1f µs", value / 1000) }
    if value >= 100 { return String(format: "%.0f ns", value) }
    return String(format: "%.1f ns", value)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    if count >= width { return text }
    let padding = String(repeating: " ", count: width - count)
    return right ? padding + text : text + padding
}

func printTable(_ rows: [Row], header printsHeader: Bool = true) {
    let header = [pad("workload", 56), pad("Waypoint", 10, right: true), pad("min–max", 20, right: true),
                  pad("OpenCombine", 12, right: true), pad("floor", 10, right: true), pad("OC/WP", 7, right: true),
                  pad("WP/floor", 9, right: true), pad("target", 9, right: true), pad("peak RSS", 10, right: true)]
    if printsHeader {
        print(header.joined(separator: " "))
        print(String(repeating: "-", count: 150))
    }
    for row in rows {
        let range = formatNanoseconds(row.waypoint.min) + "–" + formatNanoseconds(row.waypoint.max)
        let peer = row.peer.map { formatNanoseconds($0.median) } ?? "—"
        let floor = row.floor.map { formatNanoseconds($0.median) } ?? "—"
        let peerRatio = row.peer.map { String(format: "%.1f×", $0.median / row.waypoint.median) } ?? "—"
        let floorRatio = row.floor.map { String(format: "%.1f×", row.waypoint.median / $0.median) } ?? "—"
        let target = row.target.map { "≤ " + formatNanoseconds($0) } ?? "—"
        let rss = String(format: "%.1f MiB", Double(row.peakRSSKiB) / 1024)
        let columns = [pad("\(row.workload). \(row.name) (\(row.unit))", 56), pad(formatNanoseconds(row.waypoint.median), 10, right: true),
                       pad(range, 20, right: true), pad(peer, 12, right: true), pad(floor, 10, right: true),
                       pad(peerRatio, 7, right: true), pad(floorRatio, 9, right: true), pad(target, 9, right: true),
                       pad(rss, 10, right: true)]
        print(columns.joined(separator: " "))
        for note in row.notes { print("      " + note) }
    }
}

func jsonNumber(_ value: Double?) -> Any {
    guard let value, value.isFinite else { return NSNull() }
    return (value * 10).rounded() / 10
}

func measurementJSON(_ measurement: Measurement?) -> Any {
    guard let measurement else { return NSNull() }
    return ["median": jsonNumber(measurement.median), "min": jsonNumber(measurement.min), "max": jsonNumber(measurement.max)]
}

func printJSON(_ rows: [Row], quick: Bool) {
    let workloads: [[String: Any]] = rows.map { row in
        [
            "workload": row.workload,
            "name": row.name,
            "unit": row.unit,
            "target_ns": jsonNumber(row.target),
            "waypoint_ns": measurementJSON(row.waypoint),
            "opencombine_ns": measurementJSON(row.peer),
            "floor_ns": measurementJSON(row.floor),
            "opencombine_over_waypoint": jsonNumber(row.peer.map { $0.median / row.waypoint.median }),
            "waypoint_over_floor": jsonNumber(row.floor.map { row.waypoint.median / $0.median }),
            "peak_rss_kib": row.peakRSSKiB,
            "rss_growth_kib": row.rssGrowthKiB.map { $0 as Any } ?? NSNull(),
            "notes": row.notes,
        ]
    }
    let document: [String: Any] = [
        "machine": ["cores": Machine.cores, "cpu": Machine.cpuModel, "swift": Machine.swiftVersion],
        "quick": quick,
        "workloads": workloads,
    ]
    if let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]),
       let text = String(data: data, encoding: .utf8) {
        print(text)
    }
}
