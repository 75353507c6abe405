"""The event model shared by the PBN and USEBIO readers and writers (private)."""
