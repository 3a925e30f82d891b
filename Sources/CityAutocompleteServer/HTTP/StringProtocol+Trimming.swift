extension StringProtocol {
    /// The text without leading and trailing characters from `characters`.
    func trimming(_ characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) })
        else {
            return ""
        }
        return String(self[first...last])
    }
}
