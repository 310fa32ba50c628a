from listbuilder.cli import main

raise SystemExit(main())
