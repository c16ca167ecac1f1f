"""The engine's benchmarks (``python -m engine bench``, ``bench-catalogs``, ``bench-copy``, and
``python -m engine.bench.search_copies``): they print
tables, never assert, and import nothing above the engine (a probe that draws a board runs in a child
process of its own).

``bench`` (random playouts per second) is re-exported here because ``--against`` runs
``from engine.bench import bench`` in another checkout, which every version of the project has.
"""

from .playouts import bench

__all__ = ["bench"]
