import Foundation

/// The cities file that ships with the package: 209,579 cities from OpenWeatherMap's city list (CC BY-SA 4.0),
/// with GeoNames' population and region (CC BY 4.0) where their ids match; `README.md` beside it tells how it is made.
public enum ShippedCities {
    /// The path of the shipped `cities.json` in the package's resource bundle, wherever the binary runs from.
    public static var path: String? {
        Bundle.module.path(forResource: "cities", ofType: "json")
    }
}
