/// A step of container calls that can be ended before its calls are all made.
protocol InterruptibleStep: AnyObject {
    /// Makes no further call and calls the step's completion, unless it was called already.
    func interrupt()
}
