#!/usr/bin/env bash
# Debian's HAProxy, the load balancer of the several-instances check and the load benchmark: installed when missing.
set -euo pipefail
if ! command -v haproxy >/dev/null; then
  echo "Installing Debian's haproxy package"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq haproxy >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq haproxy >/dev/null; fi
fi
