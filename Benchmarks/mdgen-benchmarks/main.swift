// Placeholder: the benchmarks arrive with issue 8.
print("mdgen-benchmarks: not implemented yet")
