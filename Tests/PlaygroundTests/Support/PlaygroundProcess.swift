import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let systemRead = read

/// A pseudo-terminal pair. The C functions are looked up at run time: Glibc's Swift module
/// doesn't import `posix_openpt` and friends (they need `_XOPEN_SOURCE`).
struct PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    static func open() -> PseudoTerminal? {
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias FDFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let library = dlopen(nil, RTLD_NOW),
              let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
              let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname") else { return nil }
        let openPrimary = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: FDFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: FDFunction.self)
        let name = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let primary = openPrimary(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        guard grant(primary) == 0, unlock(primary) == 0, let path = name(primary) else {
            close(primary)
            return nil
        }
        let secondary = systemOpen(String(cString: path), O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            return nil
        }
        return PseudoTerminal(primary: primary, secondary: secondary)
    }
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// The built `Playground` executable, run as a child process whose standard input and output are
/// a pipe or a pseudo-terminal; its output is collected by a reader thread.
// @unchecked: `output`, `consumed` and `ended` are touched only while holding `condition`.
final class PlaygroundProcess: @unchecked Sendable {
    enum Connection {
        case pipe
        case pseudoTerminal
    }

    private let process = Process()
    private let condition = NSCondition()
    private var output = Data()
    private var consumed = 0
    private var ended = false
    private let writeDescriptor: Int32

    /// The directory of the build products (the `Playground` executable sits there).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("Playground") }

    /// Starts `Playground arguments` connected through `connection`.
    init(_ arguments: [String], connection: Connection = .pipe) throws {
        let executable = Self.executable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("the Playground executable is not built at \(executable.path)")
        }
        process.executableURL = executable
        process.arguments = arguments
        let readDescriptor: Int32
        switch connection {
        case .pipe:
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            writeDescriptor = input.fileHandleForWriting.fileDescriptor
            readDescriptor = output.fileHandleForReading.fileDescriptor
            try process.run()
            // The child has its own copies; closing ours lets end-of-file reach each side.
            try input.fileHandleForReading.close()
            try output.fileHandleForWriting.close()
        case .pseudoTerminal:
            guard let terminal = PseudoTerminal.open() else { throw XCTSkip("no pseudo-terminal available") }
            let primary = terminal.primary
            let secondary = terminal.secondary
            guard secondary >= 0 else { throw XCTSkip("cannot open the pseudo-terminal") }
            let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            writeDescriptor = primary
            readDescriptor = primary
            try process.run()
            try handle.close()
        }
        let thread = Thread { [self] in readAll(from: readDescriptor) }
        thread.start()
    }

    private func readAll(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            condition.lock()
            if count > 0 { output.append(contentsOf: buffer[0..<count]) } else { ended = true }
            condition.broadcast()
            condition.unlock()
            if count <= 0 { return }
        }
    }

    /// Sends `line` and a line break to the process's standard input.
    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(writeDescriptor, $0.baseAddress, $0.count) }
    }

    /// Closes the process's standard input (end of file).
    func closeInput() {
        close(writeDescriptor)
    }

    /// The output since the last read, up to and including the first `marker` after it; `nil`
    /// when it doesn't come within `timeout` seconds.
    func read(until marker: String, timeout: TimeInterval = 20) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let text = String(decoding: output[consumed...], as: UTF8.self)
            if let range = text.range(of: marker) {
                let answer = String(text[..<range.upperBound])
                consumed += answer.utf8.count
                return answer
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Everything the process wrote, once it ended (or after `timeout` seconds).
    func readToEnd(timeout: TimeInterval = 20) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended && condition.wait(until: deadline) {}
        return String(decoding: output, as: UTF8.self)
    }

    /// The exit code, once the process ended; `nil` when it didn't within `timeout` seconds (it is then killed).
    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
