import MDGenCommandLine

await Tool.main()
