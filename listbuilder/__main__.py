from listbuilder.cli.run import main

raise SystemExit(main())
