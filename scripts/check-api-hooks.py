"""schemathesis hooks for scripts/check-api.

OpenAPI describes each query parameter on its own and cannot say that two exclude each other, so schemathesis
takes `sort=relevance` with `near` for a valid request, and the service's documented `400` ("Choose between
sort=relevance and near: ...") for a valid request rejected. Leave that one combination out of the generated
cases; the refusal itself is tested in Tests/CityAutocompleteServerTests (AutocompleteOptionsTests).
"""

import schemathesis


@schemathesis.hook("filter_case").apply_to(path="/cities/{prefix}/autocomplete")
def one_order_at_a_time(context, case):
    query = case.query or {}
    return not (query.get("sort") == "relevance" and query.get("near") is not None)
