"""deploy/nginx/nginx.conf for a local run: listening on 127.0.0.1:LB_PORT, the three upstream servers on
127.0.0.1 at the replicas' ports, and logs, cache and pid file under TMP. Prints the result.

Usage: python3 local-nginx-conf.py SOURCE TMP LB_PORT PORT_A PORT_B PORT_C
"""
import re, sys
source, tmp, lb_port, *replica_ports = sys.argv[1:]
text = open(source, encoding="utf-8").read()
text, listens = re.subn(r"^(\s*listen\s+)80;", rf"\g<1>127.0.0.1:{lb_port};", text, flags=re.M)
ports = iter(replica_ports)
text, servers = re.subn(r"^(\s*server\s+)\S+:\d+", lambda m: f"{m[1]}127.0.0.1:{next(ports)}", text, flags=re.M)
if (listens, servers) != (1, 3):
    sys.exit(f"expected one 'listen 80;' and three upstream servers in {source}, found {listens} and {servers}")
for production, local in (("/var/log/nginx/", "logs/"), ("/var/cache/nginx/", "cache/"), ("/run/nginx.pid", "nginx.pid")):
    text = text.replace(production, f"{tmp}/{local}")
sys.stdout.write(text)
