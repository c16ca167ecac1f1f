"""Seat players over the generic game protocol."""
