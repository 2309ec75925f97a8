"""Helpers shared by the compat tests: unique names, settings builders, exception-chain lookups."""
