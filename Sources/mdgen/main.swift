import MDGenCommandLine

Tool.main()
