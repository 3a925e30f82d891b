"""scripts/enrich-cities' code: the cities file, the GeoNames sources, the alternate names' filter, the join."""
