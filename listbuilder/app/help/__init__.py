"""Help ▸ Guide (the player's guide and the explanation of a finding) and Help ▸ About."""
