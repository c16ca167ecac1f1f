"""The picture benchmarks (``python -m render bench-cache``): they print tables, never assert."""
