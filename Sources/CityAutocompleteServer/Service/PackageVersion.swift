/// The version of this package, which `city-autocomplete --version` prints.
public enum PackageVersion {
    /// The version, `major.minor.patch`.
    public static let current = "0.16.0"
}
