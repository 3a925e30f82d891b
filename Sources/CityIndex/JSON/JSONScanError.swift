/// Where JSON text stops making sense, and why.
package struct JSONScanError: Error, Equatable, Sendable {
    /// The byte offset of the problem.
    package var offset: Int
    /// What is wrong, as a phrase: `expected ',' or ']', found a string`.
    package var problem: String

    /// An error at `offset`.
    package init(offset: Int, problem: String) {
        self.offset = offset
        self.problem = problem
    }
}
