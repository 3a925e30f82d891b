"""scripts/enrich-cities' code: the cities file, the GeoNames sources, the alternate names' filter, the join; and
scripts/country-names' (country_names.py), which shares the pinned packages' installer."""
